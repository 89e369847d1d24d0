import { fillTemplate } from '../fillTemplate';
import type { Language } from './language';

/** Every sentence the API says to a person, in both languages. `{name}` is filled from params. */
export const MESSAGES = {
  badCredentials: { 'zh-CN': '用户名或密码错误', 'en-US': 'Incorrect username or password' },
  userDisabled: {
    'zh-CN': '该账号已被停用，请联系管理员',
    'en-US': 'This account is disabled. Ask your administrator.',
  },
  tooManyAttempts: {
    'zh-CN': '尝试次数过多，请在 {minutes} 分钟后再试',
    'en-US': 'Too many attempts. Try again in {minutes} minutes.',
  },
  tokenMissing: { 'zh-CN': '请先登录', 'en-US': 'Please log in first' },
  tokenInvalid: {
    'zh-CN': '登录凭证无效，请重新登录',
    'en-US': 'Your login is not valid. Please log in again.',
  },
  tokenExpired: {
    'zh-CN': '登录已过期，请重新登录',
    'en-US': 'Your login has expired. Please log in again.',
  },
  tokenRevoked: {
    'zh-CN': '登录已失效（密码已修改或账号已停用），请重新登录',
    'en-US': 'Your login was revoked (password changed or account disabled). Please log in again.',
  },
  forbidden: { 'zh-CN': '没有权限执行此操作', 'en-US': 'You do not have permission to do this' },
  notFound: { 'zh-CN': '{entity}不存在', 'en-US': '{entity} not found' },
  routeNotFound: { 'zh-CN': '接口不存在：{path}', 'en-US': 'No such endpoint: {path}' },
  fieldInvalid: { 'zh-CN': '参数 {field} 不正确：{reason}', 'en-US': 'Field {field} is invalid: {reason}' },
  fieldRequired: { 'zh-CN': '参数 {field} 不能为空', 'en-US': 'Field {field} is required' },
  malformedJson: { 'zh-CN': '请求体不是合法的 JSON', 'en-US': 'The request body is not valid JSON' },
  badContentType: { 'zh-CN': '不支持的请求格式：{type}', 'en-US': 'Unsupported content type: {type}' },
  nulCharacter: {
    'zh-CN': '包含不允许的空字符（NUL）',
    'en-US': 'contains a NUL character, which is not allowed',
  },
  badUrl: { 'zh-CN': '请求地址不正确', 'en-US': 'The request address is not valid' },
  urlTooLong: { 'zh-CN': '请求地址过长', 'en-US': 'The request address is too long' },
  bodyTooLarge: { 'zh-CN': '请求体过大', 'en-US': 'The request body is too large' },
  rateLimited: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests. Try again later.' },
  internal: {
    'zh-CN': '服务器出错了，请稍后再试',
    'en-US': 'Something went wrong on the server. Try again later.',
  },
  databaseBusy: {
    'zh-CN': '数据库正忙（另一个程序正在写入），请几秒后重试',
    'en-US': 'The database is busy with another program’s write. Try again in a few seconds.',
  },
  uploadStalled: {
    'zh-CN': '上传中断：{seconds} 秒内没有收到数据，请重新上传',
    'en-US': 'The upload stalled: no data arrived for {seconds} s. Please upload again.',
  },
  requestAborted: {
    'zh-CN': '请求在发送完成前被中断，请重新提交',
    'en-US': 'The request was cut off before it was complete. Send it again.',
  },
  wrongOldPassword: { 'zh-CN': '原密码不正确', 'en-US': 'The current password is incorrect' },
  samePassword: {
    'zh-CN': '新密码不能与原密码相同',
    'en-US': 'The new password must differ from the current one',
  },
  usernameTaken: { 'zh-CN': '用户名 {username} 已存在', 'en-US': 'Username {username} is already taken' },
  cannotDisableSelf: { 'zh-CN': '不能停用自己的账号', 'en-US': 'You cannot disable your own account' },
  cannotDemoteSelf: { 'zh-CN': '不能修改自己的角色', 'en-US': 'You cannot change your own role' },
  imagePathInvalid: { 'zh-CN': '图片地址不正确', 'en-US': 'The image address is not valid' },
  imageUpstreamStatus: {
    'zh-CN': '图片服务器返回了错误（HTTP {status}）',
    'en-US': 'The image server answered with an error (HTTP {status})',
  },
  imageRedirectRefused: {
    'zh-CN': '图片服务器跳转到了不允许的地址',
    'en-US': 'The image server redirected to an address that is not allowed',
  },
  imageTooManyRedirects: {
    'zh-CN': '图片服务器跳转次数过多',
    'en-US': 'The image server redirected too many times',
  },
  imageNotImage: {
    'zh-CN': '图片服务器返回的不是图片（{type}）',
    'en-US': 'The image server did not return an image ({type})',
  },
  imageEmpty: { 'zh-CN': '图片服务器返回了空图片', 'en-US': 'The image server returned an empty image' },
  imageTooLarge: {
    'zh-CN': '图片超过 {limit}，无法显示',
    'en-US': 'The image is larger than {limit} and cannot be shown',
  },
  imageTimeout: {
    'zh-CN': '图片服务器在 {seconds} 秒内没有响应',
    'en-US': 'The image server did not answer within {seconds} seconds',
  },
  imageUnreachable: {
    'zh-CN': '无法连接图片服务器，请稍后再试',
    'en-US': 'The image server cannot be reached. Try again later.',
  },
  imageLinkInvalid: {
    'zh-CN': '图片链接无效，请刷新页面',
    'en-US': 'This image link is not valid. Reload the page.',
  },
  imageLinkExpired: {
    'zh-CN': '图片链接已过期，请刷新页面',
    'en-US': 'This image link has expired. Reload the page.',
  },
  changedByOther: {
    'zh-CN': '内容已被他人修改，已为你显示最新内容，请确认后再保存',
    'en-US': 'Someone else changed this meanwhile. The latest version is shown; check it and save again.',
  },
  noteDeletedRestorable: {
    'zh-CN': '该笔记已删除，可在 30 天内恢复',
    'en-US': 'This note was deleted; it can be restored within 30 days',
  },
  restoreExpired: {
    'zh-CN': '该笔记删除已超过 30 天，无法恢复',
    'en-US': 'This note was deleted more than 30 days ago and can no longer be restored',
  },
  noteLinkShort: {
    'zh-CN': '短链接（xhslink.com、v.douyin.com）无法在这里解析，请在浏览器中打开后粘贴完整的笔记链接',
    'en-US':
      'A short share link (xhslink.com, v.douyin.com) cannot be resolved here. Open it in a browser and paste the full note link.',
  },
  noteLinkUnrecognised: {
    'zh-CN': '无法识别笔记：请粘贴小红书或抖音笔记的完整链接，或笔记 ID',
    'en-US':
      'This is not a note we recognise. Paste the full Xiaohongshu or Douyin note link, or the note id.',
  },
  noteLinkMismatch: {
    'zh-CN': '链接指向的笔记与 {field} 不一致',
    'en-US': 'The link points to a different note than {field} says',
  },
  productNotInLine: {
    'zh-CN': '产品不属于所选产品线',
    'en-US': 'The product does not belong to the chosen product line',
  },
  personaNameTaken: {
    'zh-CN': '人设名称「{name}」已存在，请换一个名称',
    'en-US': 'A persona named "{name}" already exists. Choose another name.',
  },
  importFilesRefused: {
    'zh-CN': '没有导入任何文件，因为以下文件无法导入（请修正或移除后重新上传）：\n{files}',
    'en-US':
      'Nothing was imported, because these files cannot be imported (fix or remove them, then upload again):\n{files}',
  },
  knowledgeFileUnreadable: {
    'zh-CN': '无法读取知识库文件：{reason}',
    'en-US': 'The knowledge file cannot be read: {reason}',
  },
  sheetTooManyRows: {
    'zh-CN': '表格超过 {max} 行，无法读取，请拆分后再上传',
    'en-US': 'The spreadsheet goes past row {max}; split it and upload again',
  },
  sheetTooManyColumns: {
    'zh-CN': '表格超过 {max} 列，无法读取，请删除多余的列后再上传',
    'en-US': 'The spreadsheet goes past column {max}; remove the extra columns and upload again',
  },
  sheetTooManyCells: {
    'zh-CN': '表格超过 {max} 个非空单元格，无法读取，请拆分后再上传',
    'en-US': 'The spreadsheet holds more than {max} filled cells; split it and upload again',
  },
  sheetTooManyParts: {
    'zh-CN': 'xlsx 文件包含超过 {max} 个内部文件，无法读取',
    'en-US': 'The xlsx file holds more than {max} parts and cannot be read',
  },
  sheetTooLargeUnpacked: {
    'zh-CN': 'xlsx 文件解压后超过 {max} MB，无法读取',
    'en-US': 'The xlsx file unpacks to more than {max} MB and cannot be read',
  },
  sheetTooSlow: {
    'zh-CN': '表格读取超过 {max} 秒，已停止，请拆分后再上传',
    'en-US':
      'Reading the spreadsheet took more than {max} seconds and was stopped; split it and upload again',
  },
  sheetTooMuchMemory: {
    'zh-CN': '读取表格需要超过 {max} MB 内存，已停止，请拆分后再上传',
    'en-US':
      'Reading the spreadsheet needed more than {max} MB of memory and was stopped; split it and upload again',
  },
  entityComment: { 'zh-CN': '评论', 'en-US': 'Comment' },
  entityNote: { 'zh-CN': '笔记', 'en-US': 'Note' },
  entityBrand: { 'zh-CN': '品牌', 'en-US': 'Brand' },
  entityProductLine: { 'zh-CN': '产品线', 'en-US': 'Product line' },
  entityProduct: { 'zh-CN': '产品', 'en-US': 'Product' },
  entityPersona: { 'zh-CN': '人设', 'en-US': 'Persona' },
  entityKnowledge: { 'zh-CN': '知识条目', 'en-US': 'Knowledge row' },
  entityUser: { 'zh-CN': '用户', 'en-US': 'User' },
  entityTenant: { 'zh-CN': '租户', 'en-US': 'Tenant' },
  entityMessage: { 'zh-CN': '消息', 'en-US': 'Message' },
  entityExport: { 'zh-CN': '导出文件', 'en-US': 'Export' },
  productLineNotOfBrand: {
    'zh-CN': '产品线不属于所选品牌',
    'en-US': 'The product line does not belong to the chosen brand',
  },
  productNotOfBrand: {
    'zh-CN': '产品不属于所选品牌',
    'en-US': 'The product does not belong to the chosen brand',
  },
  trackingNameTaken: {
    'zh-CN': '{entity}「{name}」已存在，请换一个',
    'en-US': '{entity} "{name}" already exists. Choose another.',
  },
  trackingKeywordTaken: {
    'zh-CN': '关键词「{keyword}」已用于「{owner}」，同一关键词只能对应一个',
    'en-US': 'The keyword "{keyword}" already finds "{owner}"; a keyword can find only one',
  },
  ownBrandTaken: {
    'zh-CN': '只能有一个自有品牌，「{name}」已是自有品牌',
    'en-US': 'There can be only one own brand, and "{name}" already is',
  },
  trackingInUse: {
    'zh-CN': '{entity}「{name}」被 {notes} 篇笔记使用，删除后这些笔记的{entity}将被清空。确认后再删除',
    'en-US': '{entity} "{name}" is used by {notes} notes; deleting it clears it on them. Confirm to delete.',
  },
  keywordRepeated: { 'zh-CN': '同一关键词填写了两次', 'en-US': 'the same keyword is listed twice' },
  classifierNoCorrections: {
    'zh-CN': '还没有人工修正过的评论分类，先在评论维护中修正几条再重新训练',
    'en-US':
      'No comment labels have been corrected by staff yet. Correct some in comment maintenance, then retrain.',
  },
  passwordCommon: {
    'zh-CN': '参数 {field} 不正确：这是最常用的密码之一，很容易被猜中，请换一个',
    'en-US':
      'Field {field} is invalid: it is one of the most commonly used passwords and easy to guess; choose another',
  },
  llmAddressForbidden: {
    'zh-CN': '参数 base_url 不正确：{host} 是云元数据或链路本地地址，不会调用',
    'en-US':
      'Field base_url is invalid: {host} is a cloud metadata or link-local address and is never called',
  },
  groupBotAddressForbidden: {
    'zh-CN': '参数 webhook_url 不正确：{host} 是云元数据或链路本地地址，不会调用',
    'en-US':
      'Field webhook_url is invalid: {host} is a cloud metadata or link-local address and is never called',
  },
  groupBotNotConfigured: {
    'zh-CN': '尚未设置群机器人：请管理员在 数据管理 → 群通知 中填写 webhook 地址',
    'en-US': 'No group bot yet: an admin sets its webhook URL under Data management → Group chat',
  },
  groupSendFailed: { 'zh-CN': '发送到群失败：{detail}', 'en-US': 'Sending to the group failed: {detail}' },
  entityAlertRule: { 'zh-CN': '告警规则', 'en-US': 'Alert rule' },
  entityAccount: { 'zh-CN': '账号', 'en-US': 'Account' },
  entityKeyword: { 'zh-CN': '关键词', 'en-US': 'Keyword' },
  entityApiKey: { 'zh-CN': 'API 密钥', 'en-US': 'API key' },
  entityFeishuExport: { 'zh-CN': '飞书导出', 'en-US': 'Feishu export' },
  feishuAddressForbidden: {
    'zh-CN': '参数 base_url 不正确：{host} 是云元数据或链路本地地址，不会调用',
    'en-US':
      'Field base_url is invalid: {host} is a cloud metadata or link-local address and is never called',
  },
  feishuNotConfigured: {
    'zh-CN': '飞书未配置：请管理员在 数据管理 → 飞书 中填写 App ID、App Secret 和输出表格',
    'en-US':
      'Feishu is not set up: an admin fills in the App ID, App Secret and output sheet under Data management → Feishu',
  },
  feishuSheetFailed: {
    'zh-CN': '读取飞书表格失败（{failure}，飞书 {code}：{msg}）',
    'en-US': 'Reading the Feishu sheet failed ({failure}, Feishu {code}: {msg})',
  },
  feishuExportRunning: {
    'zh-CN': '已有一个飞书导出正在进行，请等它结束后再试',
    'en-US': 'A Feishu export is already running; try again when it has finished',
  },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export const translate = (language: Language, key: MessageKey, params: MessageParams = {}): string =>
  fillTemplate(MESSAGES[key][language], (name) =>
    Object.hasOwn(params, name) ? String(params[name]) : undefined,
  );
