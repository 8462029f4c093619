/** The platform's reviews that already existed before the console: a merchant gets 403. */
import { staffArea, FORBIDDEN } from '../staffMatrix';

export const reviewsArea = staffArea<Record<string, never>>({
  name: 'platform reviews',
  arrange: async () => ({}),
  rows: [
    { names: 'company verifications in review', method: 'GET', route: '/api/sys/userAuth/list', as: 'merchant', path: () => '/api/sys/userAuth/list', expect: FORBIDDEN },
    { names: 'special VAT qualifications', method: 'GET', route: '/api/wInvoiceTitle/sys/qualifications', as: 'merchant', path: () => '/api/wInvoiceTitle/sys/qualifications', expect: FORBIDDEN },
  ],
});
