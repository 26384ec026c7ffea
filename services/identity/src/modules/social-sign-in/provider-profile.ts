/** Who a social provider says the person is, once their token has been checked. */
export interface ProviderProfile {
  provider: 'google' | 'facebook';
  providerId: string;
  email: string;
  name: string;
}

/** A sign-in the provider did not vouch for: 401 with the reason in the log only. */
export class ProviderRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ProviderRejected';
  }
}
