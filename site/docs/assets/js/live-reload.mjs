// Live reload for authors (`pnp site serve` only): when the preview server has a new build in place, the
// site's service worker takes the new version and the page reloads (generator/preview.py answers
// `.pnp-live-reload?build=N` once its build differs from N).

import { updateNow } from "./offline.mjs";

const ASK = new URL("../../.pnp-live-reload", import.meta.url);
const RETRY_MS = 2000;

async function watch() {
  let build = null;
  for (;;) {
    try {
      const response = await fetch(`${ASK.href}?build=${build ?? ""}`, { cache: "no-store" });
      const now = await response.text();
      if (build !== null && now !== build) {
        await updateNow();
        return;
      }
      build = now;
    } catch (failure) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS)); // the server is restarting
    }
  }
}

watch();
