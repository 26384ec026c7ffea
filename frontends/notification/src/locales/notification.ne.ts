import type { NotificationTexts } from './notification.en.js';

// The notification area's screens, ne.
export const notificationNe: NotificationTexts = {
  common: {
    loading: 'लोड हुँदैछ…',
    cancel: 'रद्द गर्नुहोस्',
    confirm: 'पुष्टि गर्नुहोस्',
  },
  page: {
    title: 'तपाईंका सूचनाहरू',
    markAll: 'सबै पढिएको चिन्ह लगाउनुहोस्',
    clear: 'सूचनाहरू हटाउनुहोस्',
    clearTitle: 'सूचनाहरू हटाउनुहोस्',
    clearMessage: 'के तपाईं आफ्ना सबै सूचनाहरू हटाउन निश्चित हुनुहुन्छ?',
    cleared: 'तपाईंका सूचनाहरू हटाइएका छन्',
    clearFailed: 'केही गडबड भयो। कृपया पृष्ठ रिलोड गरेर फेरि प्रयास गर्नुहोस्',
    empty: 'तपाईंसँग कुनै सूचना छैन!',
    list: 'सूचनाहरू',
    unread: 'नपढिएको',
    someone: 'कोही',
  },
  follow: {
    follow: 'फलो गर्नुहोस्',
    following: 'फलो गर्दै',
    requestSent: 'फलो अनुरोध पठाइयो',
    alreadyFollowing: 'तपाईंले यो कलाकारलाई पहिले नै फलो गर्नुभएको छ। कृपया पृष्ठ फेरि रिफ्रेस गर्नुहोस्।',
    notFound: 'त्रुटि भयो। कृपया पृष्ठ रिफ्रेस गरेर फेरि प्रयास गर्नुहोस्।',
    unexpected: 'अप्रत्याशित त्रुटि भयो। कृपया पृष्ठ रिफ्रेस गरेर फेरि प्रयास गर्नुहोस्।',
    approve: 'स्वीकृत गर्नुहोस्',
    approved: 'फलो अनुरोध स्वीकृत भयो',
    approveFailed: 'केही गडबड भयो। कृपया पृष्ठ रिलोड गरेर फेरि प्रयास गर्नुहोस्',
  },
};
