// The writes a k6 script sends a minute, counted by running it: the gateway's write limits are per
// minute, and the load-tests README's write-limit table states this figure for each script.
import { runJourney } from '../../manifest-checks/k6-scenario.mjs';

// A journey's writes per turn are averaged over a few turns, as not every turn need write alike.
const TURNS = 10;

/**
 * The requests other than GET (the gateway's writes) a minute that `journeys` of `script` send at
 * their scenarios' rates (each a number of turns a minute), counted in `calls`, the gateway
 * stand-in's record of requests, which this empties before each journey.
 */
export function writesPerMinute(script, data, journeys, calls) {
  let perMinute = 0;
  for (const journey of journeys) {
    calls.length = 0;
    runJourney(script, data, journey, TURNS);
    const writes = calls.filter((c) => c.method !== 'GET').length / TURNS;
    perMinute += writes * script.options.scenarios[journey].rate;
  }
  return perMinute;
}
