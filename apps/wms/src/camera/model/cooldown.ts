/** How long a code must be out of view before the camera accepts it again, ms. */
export const CAMERA_COOLDOWN_MS = 1500;

/** Frames read without a code before it counts as gone from view (one blurred frame is not). */
export const FRAMES_OUT_OF_VIEW = 2;

/**
 * Accepts each code once while it is in view: a code is accepted when first seen, and again only
 * after it has left the view, that is after FRAMES_OUT_OF_VIEW frames were read without it and
 * `cooldownMs` have passed since it was last seen. Time alone never counts: on a slow device a
 * frame may take longer to read than the cooldown, and a label held in the viewfinder is still
 * booked once however long it stays. The same label shown again after it left the view is
 * booked again (a second carton of the same item).
 *
 * Call it once a frame read, with the codes of that frame; it answers those to accept.
 */
export function createCooldown(cooldownMs = CAMERA_COOLDOWN_MS): (codes: readonly string[], now: number) => string[] {
  const seen = new Map<string, { at: number; missed: number }>();
  return (codes, now) => {
    const accepted: string[] = [];
    const inFrame = new Set(codes);
    for (const [code, entry] of seen) {
      if (inFrame.has(code)) continue;
      entry.missed++;
      // Long gone: forgotten (a long session reads many codes).
      if (entry.missed > 100 && now - entry.at > cooldownMs) seen.delete(code);
    }
    for (const code of inFrame) {
      const entry = seen.get(code);
      if (!entry || (entry.missed >= FRAMES_OUT_OF_VIEW && now - entry.at > cooldownMs)) accepted.push(code);
      seen.set(code, { at: now, missed: 0 });
    }
    return accepted;
  };
}
