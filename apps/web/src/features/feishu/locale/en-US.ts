import type { feishuZhCN } from './zh-CN';

export const feishuEnUS: Record<keyof typeof feishuZhCN, string> = {
  'feishu.tab': 'Feishu',
  'feishu.title': 'Feishu Sheets',
  'feishu.description':
    'Export comments to a Feishu (Lark) sheet and read Q&A from a Feishu knowledge sheet. Create a custom app on the Feishu open platform and add the app to the sheets as an editor.',
  'feishu.loading': 'Loading the Feishu settings…',
  'feishu.loadFailed': 'The Feishu settings failed to load: {reason}',
  'feishu.baseUrl': 'Open platform address',
  'feishu.baseUrl.help':
    'Blank: the server default ({url}). Feishu https://open.feishu.cn, Lark https://open.larksuite.com',
  'feishu.baseUrl.invalid': 'Start with http:// or https://',
  'feishu.appId': 'App ID',
  'feishu.appSecret': 'App Secret',
  'feishu.appSecret.help': 'The App Secret is stored encrypted and never shown again',
  'feishu.appSecret.placeholderReplace': 'Type a new App Secret to replace it (blank keeps it)',
  'feishu.appSecret.placeholderNew': 'Enter the App Secret',
  'feishu.outputSheet': 'Output sheet',
  'feishu.outputSheet.help':
    'Paste the sheet link (https://<your-company>.feishu.cn/sheets/…; links then open on that host) or its token; !<sheet id> or ?sheet= picks a sheet other than the first',
  'feishu.knowledgeSheet': 'Knowledge sheet',
  'feishu.knowledgeSheet.help':
    'Link or token. First row: column names (question, answer, product, keywords); its rows become the knowledge the reply drafts use',
  'feishu.sheet.invalid':
    'A sheet link (…/sheets/<token>) or a token of letters, digits, - and _ (optionally !<sheet id>)',
  'feishu.save': 'Save',
  'feishu.saved': 'Feishu settings saved',
  'feishu.test': 'Test connection',
  'feishu.test.hint': 'Uses the saved settings',
  'feishu.test.ok': 'Connected: the credentials work and the sheets can be used',
  'feishu.test.failed': 'The connection test failed',
  'feishu.check.credentials': 'App credentials',
  'feishu.check.output_sheet': 'Output sheet',
  'feishu.check.knowledge_sheet': 'Knowledge sheet',
  'feishu.check.separator': ': ',
  'feishu.check.ok': 'OK',
  'feishu.export': 'Export to Feishu',
  'feishu.export.selected': 'Export {count} selected to Feishu',
  'feishu.export.filtered': 'Export current filters to Feishu',
  'feishu.export.running': 'Exporting to Feishu…',
  'feishu.export.doneTitle': 'Exported to the Feishu sheet',
  'feishu.export.done':
    '{total} comments: {written} rows written; {skipped} were in the sheet already and were not written again.',
  'feishu.export.failedTitle': 'Export to Feishu failed',
  'feishu.export.partial': '{written} rows were written before the failure; Retry writes only the rest.',
  'feishu.export.retry': 'Retry',
  'feishu.export.openSheet': 'Open the sheet',
  'feishu.export.close': 'Close',
  'feishu.exported': '{count} exported',
  'feishu.exported.title': '{count} comments are in the Feishu sheet; click to open it',
  'feishu.knowledgeSync.title': 'Knowledge sheet sync',
  'feishu.knowledgeSync.every':
    'Synced automatically every {minutes} minutes: the sheet’s Q&A rows replace those of the last sync (uploaded knowledge stays), and reply drafts use them at once.',
  'feishu.knowledgeSync.byHand': 'Automatic sync is off (FEISHU_KNOWLEDGE_SYNC_MINUTES=0); sync by hand.',
  'feishu.knowledgeSync.now': 'Sync knowledge sheet now',
  'feishu.knowledgeSync.noSheet': 'Set and save a knowledge sheet first',
  'feishu.knowledgeSync.done': 'Synced {at}: {read} rows read, {imported} now knowledge entries',
  'feishu.knowledgeSync.failed': 'Sync of {at} failed; the knowledge was left as it was',
  'feishu.export.runningTitle': 'Exporting to Feishu',
  'feishu.export.progress':
    '{done} of {total} comments done ({written} written, {skipped} already in the sheet)',
  'feishu.export.background':
    'You can close this window: the export goes on in the background, and the message box tells you when it is done or failed.',
};
