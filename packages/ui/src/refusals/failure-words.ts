import type { TranslationResources } from '@art/ui';

/**
 * What a change that did not reach the server says (the `failures` namespace), beside the refusal
 * words: no connection, a service not answering, and the snackbar's Retry. A refusal (the server
 * answered no) is said in its own words instead (refusalText).
 */
export const failureWords: TranslationResources = {
  en: {
    connection: 'No connection: that was not saved. Check your internet and try again',
    service: 'That was not saved: the service is not answering just now',
    retry: 'Retry',
  },
  ne: {
    connection: 'इन्टरनेट जडान छैन: त्यो सेभ भएन। जडान जाँचेर फेरि प्रयास गर्नुहोस्',
    service: 'त्यो सेभ भएन: सेवाले अहिले जवाफ दिइरहेको छैन',
    retry: 'फेरि प्रयास गर्नुहोस्',
  },
  zh: {
    connection: '网络未连接：未能保存。请检查网络后重试',
    service: '未能保存：服务暂时没有响应',
    retry: '重试',
  },
};
