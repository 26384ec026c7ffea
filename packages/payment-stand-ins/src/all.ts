import { type ConnectIpsStandIn, type ConnectIpsStandInOptions, startConnectIpsStandIn } from './connectips.js';
import { type EsewaStandIn, type EsewaStandInOptions, startEsewaStandIn } from './esewa.js';
import { type StripeStandIn, type StripeStandInOptions, startStripeStandIn } from './stripe.js';

export type AllStandInsOptions = {
  esewa?: EsewaStandInOptions;
  connectIps: ConnectIpsStandInOptions;
  stripe: StripeStandInOptions;
};

export type AllStandIns = {
  esewa: EsewaStandIn;
  connectIps: ConnectIpsStandIn;
  stripe: StripeStandIn;
  close(): Promise<void>;
};

/** All three providers at once, for the local run; a failed start closes the ones already up. */
export async function startAllStandIns(options: AllStandInsOptions): Promise<AllStandIns> {
  const started: { close(): Promise<void> }[] = [];
  try {
    const esewa = await startEsewaStandIn(options.esewa);
    started.push(esewa);
    const connectIps = await startConnectIpsStandIn(options.connectIps);
    started.push(connectIps);
    const stripe = await startStripeStandIn(options.stripe);
    started.push(stripe);
    return {
      esewa,
      connectIps,
      stripe,
      close: async () => {
        await Promise.all(started.map((s) => s.close()));
      },
    };
  } catch (error) {
    await Promise.allSettled(started.map((s) => s.close()));
    throw error;
  }
}
