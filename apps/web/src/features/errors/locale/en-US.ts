import type { errorsZhCN } from './zh-CN';

export const errorsEnUS: Record<keyof typeof errorsZhCN, string> = {
  'exception.403.title': '403',
  'exception.403.description': 'Sorry, you do not have permission to access this resource',
  'exception.403.role':
    'Your current role ({role}) cannot open this page; ask an administrator if you need it.',
  'exception.404.title': '404',
  'exception.404.description': 'Sorry, the page is gone',
  'exception.500.title': '500',
  'exception.500.description': 'Sorry, the server has a problem',
  'exception.back': 'Back',
  'exception.home': 'Home',
  'result.success.title': 'Submitted',
  'result.success.description': 'The form was submitted successfully!',
  'result.success.print': 'Print',
  'result.success.back': 'Home',
  'result.error.title': 'Submission failed',
  'result.error.description': 'Please check your changes and submit again.',
  'result.error.back': 'Go back',
  'result.error.reason': 'Reason',
  'result.error.reasonText': 'Your user group does not have authority for this action; ask an administrator.',
};
