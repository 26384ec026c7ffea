import { BASE_CATEGORIES, ROLE } from '@art/contracts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  name: string;
  email: string;
  role: number;
  biography?: string;
  categories?: string[];
}

/**
 * The demo operator (role 1): signs in with DEMO_PASSWORD and a TOTP code from the secret the seed
 * prints (npm start shows both), or from an authenticator app given that secret.
 */
export const DEMO_OPERATOR: DemoUser = { name: 'Oshin Pradhan', email: 'operator@example.com', role: 1 };

/** Artists (studios) and buyers with the names people here have; one written in Devanagari. */
export const DEMO_USERS: DemoUser[] = [
  {
    name: 'Ramesh Chitrakar',
    email: 'ramesh.chitrakar@example.com',
    role: ROLE.artist,
    biography: 'Paubha and thangka painter from Kathmandu, working with mineral pigments.',
    categories: ['Painting', 'Drawing'],
  },
  {
    name: 'Sunita Maharjan',
    email: 'sunita.maharjan@example.com',
    role: ROLE.artist,
    biography: 'Printmaker from Kirtipur; woodcuts of Newar festivals.',
    categories: ['Printmaking'],
  },
  {
    name: 'राम बहादुर थापा',
    email: 'ram.thapa@example.com',
    role: ROLE.artist,
    biography: 'Wood carver from Bhaktapur, making windows and struts in the old style.',
    categories: ['Sculpture', 'Handicraft'],
  },
  {
    name: 'Pema Dolma Lama',
    email: 'pema.lama@example.com',
    role: ROLE.artist,
    biography: 'Photographer of the Himalayan trails of Mustang and Dolpa.',
    categories: ['Photography'],
  },
  { name: 'Sita Shrestha', email: 'sita.shrestha@example.com', role: ROLE.user },
  { name: 'Bikash Gurung', email: 'bikash.gurung@example.com', role: ROLE.user },
];

export function categoryRefs(names: string[] = []) {
  return BASE_CATEGORIES.filter((category) => names.includes(category.name)).map(({ _id, name }) => ({ _id, name }));
}
