import type { NotificationTexts } from './notification.en.js';

// The notification area's screens, zh.
export const notificationZh: NotificationTexts = {
  common: {
    loading: '加载中…',
    cancel: '取消',
    confirm: '确认',
  },
  page: {
    title: '你的通知',
    markAll: '全部标为已读',
    clear: '清空通知',
    clearTitle: '清空通知',
    clearMessage: '确定要清空所有通知吗？',
    cleared: '你的通知已清空',
    clearFailed: '出了点问题，请刷新页面后重试',
    empty: '你还没有任何通知！',
    list: '通知',
    unread: '未读',
    someone: '某人',
  },
  follow: {
    follow: '关注',
    following: '已关注',
    requestSent: '关注申请已发送',
    alreadyFollowing: '你已经关注了这位艺术家，请刷新页面。',
    notFound: '发生错误，请刷新页面后重试。',
    unexpected: '发生意外错误，请刷新页面后重试。',
    approve: '批准',
    approved: '已批准关注申请',
    approveFailed: '出了点问题，请刷新页面后重试',
  },
  moderation: {
    'studio-approved': '您的工作室已获批准',
    'studio-rejected': '您的工作室申请未获批准：{{reason}}',
    'content-hidden': '您的{{what}}已被管理员隐藏：{{reason}}',
    'member-warned': '您收到了管理员的警告：{{reason}}',
    'report-resolved': {
      dismissed: '我们已审核您的举报，未发现违反规则的内容。感谢您告诉我们。',
      hidden: '我们已审核您的举报并隐藏了该内容。感谢您告诉我们。',
      warned: '我们已审核您的举报并警告了该成员。感谢您告诉我们。',
      suspended: '我们已审核您的举报并暂停了该账户。感谢您告诉我们。',
    },
    content: {
      user: '个人主页',
      post: '帖子',
      comment: '评论',
      artwork: '作品',
      'artwork-comment': '评论',
    },
  },
  works: {
    'new-work': '发布了新作品：{{name}}',
    'exhibition-opening': '您关注的展览 {{name}} 已开幕',
    'exhibition-closing-soon': '您关注的展览 {{name}} 将在两天后闭幕',
  },
  stop: {
    title: '停止邮件',
    explain: '停止接收您关注的工作室新作品的每日邮件吗？应用内通知不受影响。',
    button: '停止此邮件',
    done: '已完成：您将不再收到此邮件。可在通知页面的“电子邮件”中重新开启。',
  },
  mail: {
    title: '电子邮件',
    explain: '选择您要接收的电子邮件。有关您账户的邮件（验证、密码）以及订单、付款和退款的收据始终会发送。',
    saved: '您的邮件设置已保存',
    failed: '出了点问题，请重试。',
    kinds: {
      'studio-request-received': '我的工作室申请已收到',
      'new-order': '我的艺术品的新订单',
      'order-progress': '我的订单已确认、已发货或已送达',
      'order-cancelled': '我的订单中有物品被取消',
      'refund-pending': '退款处理中',
      'new-works-digest': '我关注的工作室的新作品（每日邮件）',
    },
  },
};
