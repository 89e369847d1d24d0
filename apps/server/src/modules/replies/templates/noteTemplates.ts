/** Note (post) reply templates: thanks for the post and an invitation; slots as for comments. */
export const NOTE_TEMPLATES = {
  friendly: {
    open: ['谢谢分享对{product}的真实体验～', '感谢种草{product}💕', '被你的分享暖到了！'],
    body: ['大家有任何使用问题都可以在评论区问我们哦！', '评论区的问题我们会一一回复～'],
    close: ['也欢迎来{brand}{channel}看看～', '期待你的更多分享！'],
  },
  professional: {
    open: ['感谢您对{product}的分享。', '您好，感谢您的用心分享。'],
    body: ['评论区如有疑问，我们会及时解答。'],
    close: ['欢迎访问{brand}{channel}了解更多信息。'],
  },
} as const;
