import type { TrustTexts } from './trust.en.js';

export const trustZh: TrustTexts = {
  block: {
    artwork: {
      title: '屏蔽',
      message: '屏蔽 {{name}}？你们将不再看到彼此的作品、动态或评论。',
      confirm: '屏蔽',
    },
    profile: {
      title: '屏蔽消息',
      message: '被屏蔽的用户将无法关注你、查看你的作品、评论或给你发消息。确定屏蔽 {{name}} 吗？',
      confirm: '确认',
    },
    doneArtist: '已成功屏蔽该艺术家',
    doneUser: '已成功屏蔽该用户',
    failedArtist: '屏蔽艺术家时出错',
    failedUser: '屏蔽用户时出错',
  },
  report: {
    title: { product: '举报这件作品', post: '举报帖子', user: '举报个人主页' },
    done: { product: '作品已成功举报', post: '举报成功', user: '个人主页已成功举报' },
    options: {
      spam: '垃圾信息或误导内容',
      nudity: '裸露或色情内容',
      hate: '仇恨言论或符号',
      harassment: '骚扰或欺凌',
      violence: '暴力或危险内容',
      copyright: '侵犯版权或盗用作品',
      scam: '诈骗或欺诈',
      other: '其他',
    },
    reasons: '你为什么要举报？',
    otherReason: '填写原因',
    submit: '提交',
    selectOption: '请选择一个选项以继续',
    failed: '出了点问题，请重试',
    loadFailed: '加载时出错，请重试。',
  },
};
