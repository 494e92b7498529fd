/**
 * How many round trips a response takes on a new connection under TCP slow start, as Lighthouse's
 * simulated throttling counts them: the first round trip carries the initial congestion window,
 * 10 segments of 1,460 bytes (RFC 6928), each later one twice the window before it, up to what the
 * link carries in one round trip (the run's throttling, from its report: on Lighthouse's mobile
 * network, 150 ms and 1,638.4 Kbps, that is 21 segments).
 *
 * Why the benchmark prints it: Lighthouse's FCP waits for the whole HTML document, so FCP is a step
 * function of the document's size, not a slope. Shaving bytes inside a step moves nothing; leaving the
 * first window (14,600 bytes, headers included) costs one round trip, 150 ms on Lighthouse's mobile
 * network.
 */

const SEGMENT_BYTES = 1460;
const INITIAL_WINDOW_SEGMENTS = 10;
/** What the first round trip of a response carries: 14,600 bytes. */
export const FIRST_WINDOW_BYTES = SEGMENT_BYTES * INITIAL_WINDOW_SEGMENTS;

/**
 * @param {number} bytes transferred bytes of the response (headers and compressed body)
 * @param {{ rttMs: number, throughputKbps: number }} network the run's simulated network (`lhr.configSettings.throttling`)
 * @returns {number} round trips from the first byte sent to the last one received (0 for nothing)
 */
export function slowStartRoundTrips(bytes, network) {
  if (!Number.isFinite(bytes) || bytes <= 0) return 0;
  const bytesPerTrip = ((network.throughputKbps * 1024) / 8) * (network.rttMs / 1000);
  const maxSegments = Math.max(1, Math.floor(bytesPerTrip / SEGMENT_BYTES));
  let segments = Math.min(INITIAL_WINDOW_SEGMENTS, maxSegments);
  let trips = 0;
  let sent = 0;
  while (sent < bytes) {
    trips++;
    sent += segments * SEGMENT_BYTES;
    segments = Math.min(segments * 2, maxSegments);
  }
  return trips;
}
