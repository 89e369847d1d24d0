/** Endpoint paths shared by the web client and the server. */
export const API = {
  token: '/api/token',
  userMe: '/api/user/me',
  userInfo: '/api/user/info',
  userLogout: '/api/user/logout',
  userMenu: '/api/user/menu',
  userPassword: '/api/user/password',
  userProfile: '/api/user/profile',
  userTenant: '/api/user/tenant',
  userStaff: '/api/user/staff',
  expandConditions: '/api/track/expand_conditions',
  displayNameKeywords: '/api/track/brand-product-display-name-search-keywords-dict',
  commResultsLists: '/api/track/content-comm-results-list',
  adminUsers: '/api/admin/users',
  messages: '/api/messages',
  messagesRead: '/api/messages/read',
  health: '/healthz',
} as const;
