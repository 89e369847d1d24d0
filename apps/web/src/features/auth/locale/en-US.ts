import type { authZhCN } from './zh-CN';

export const authEnUS: Record<keyof typeof authZhCN, string> = {
  'login.banner.title': 'A simple social-media maintenance platform',
  'login.banner.subtitle': 'Comment classification and AI-based reply',
  'login.banner.point1': 'Follow notes and comments on Xiaohongshu and Douyin',
  'login.banner.point2': 'Spot negative comments and sales leads automatically',
  'login.banner.point3': 'AI drafts a reply; staff confirm it and follow up',
  'login.form.title': 'Log in to NoteDesk',
  'login.form.subtitle': 'Social media console for brand teams',
  'login.form.username': 'Username',
  'login.form.password': 'Password',
  'login.form.userName.errMsg': 'Username cannot be empty',
  'login.form.password.errMsg': 'Password cannot be empty',
  'login.form.login': 'Log in',
  'login.form.login.errMsg': 'Login error, refresh and try again',
  'login.form.noToken': 'No token obtained',
  'login.form.login.success': 'Welcome',
};
