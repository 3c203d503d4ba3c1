// A calculator's state as a link: the JSON text, deflated and written in base64url into the URL fragment,
// so the state never reaches a server and a link stays short enough to paste into a chat.
//
// A link is untrusted input. Its fragment is refused before anything is inflated when it is longer than
// `link_chars` (the README's limit; every link the calculator makes is shorter), and inflating stops as soon
// as the state passes `state_bytes`, the command line's own limit: a small link that inflates to gigabytes
// costs no more than a state of that size. A state holding a text longer than any name or id (`text_chars`)
// is refused too: the form would show it whole, and a browser lays out a long unbroken word in time that grows
// with its square (100,000 letters: 18 s). The limits come with the engine (assets/engine.json).

const PREFIX = "#state=";
const SLICE_BYTES = 1024;
const MANIFEST = new URL("../engine.json", import.meta.url);
let knownLimits = null;

/** The limits of states and links (read from engine.json once it has been read successfully). */
function limits() {
  if (knownLimits === null) {
    knownLimits = fetch(MANIFEST).then((response) => {
      if (!response.ok) throw new Error(`the calculator's limits are missing (HTTP ${response.status})`);
      return response.json();
    }).then((manifest) => manifest.limits);
    knownLimits.catch(() => { knownLimits = null; });
  }
  return knownLimits;
}

class LinkError extends Error {}

async function streamed(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflate `packed`, stopping with a LinkError once more than `most` bytes have come out. The input goes in
 * by slices, each read out before the next: deflate inflates up to about a thousand times, so no slice can
 * make more than about a megabyte at once.
 */
async function inflated(packed, most) {
  const { readable, writable } = new DecompressionStream("deflate-raw");
  const writer = writable.getWriter();
  const reader = readable.getReader();
  const parts = [];
  let size = 0;
  const read = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > most) throw new LinkError(`its state is larger than the limit of ${most.toLocaleString("en")} bytes`);
      parts.push(value);
    }
  })();
  const write = (async () => {
    for (let at = 0; at < packed.length; at += SLICE_BYTES) await writer.write(packed.subarray(at, at + SLICE_BYTES));
    await writer.close();
  })();
  read.catch(() => {});
  write.catch(() => {});
  try {
    await Promise.all([read, write]);
  } catch (failure) {
    reader.cancel().catch(() => {});
    writer.abort().catch(() => {});
    throw failure;
  }
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}

function toBase64Url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The link to this page that opens `stateText`: compact JSON, deflated, base64url in the fragment (an Error
 * saying why when the state is too large for a link). */
export async function linkTo(stateText) {
  const compact = JSON.stringify(JSON.parse(stateText));
  const packed = toBase64Url(await streamed(new TextEncoder().encode(compact), new CompressionStream("deflate-raw")));
  if (packed.length > (await limits()).link_chars) {
    throw new Error(`this state is too large for a link (copy its JSON from the JSON mode instead)`);
  }
  const url = new URL(location.href);
  url.hash = PREFIX.slice(1) + packed;
  return url.href;
}

/** Whether the page was opened from a state link. */
export function hasLinkedState() {
  return location.hash.startsWith(PREFIX);
}

/** The state text of the page's link (throws an Error saying why when the fragment cannot be read). */
export async function linkedState() {
  const fragment = location.hash.slice(PREFIX.length);
  const { link_chars: longest, state_bytes: most, text_chars: mostText } = await limits();
  if (fragment.length > longest) {
    throw new Error(`it is longer than the limit of ${longest.toLocaleString("en")} characters`);
  }
  let text;
  let state;
  try {
    const packed = fromBase64Url(decodeURIComponent(fragment));
    text = new TextDecoder().decode(await inflated(packed, most));
    state = JSON.parse(text);
  } catch (failure) {
    if (failure instanceof LinkError) throw failure;
    throw new Error("the link's state is damaged (was it cut short when it was copied?)");
  }
  const length = longestText(state);
  if (length > mostText) {
    throw new Error(`its state holds a text of ${length.toLocaleString("en")} characters, where no name or id `
      + `has more than ${mostText}`);
  }
  return text;
}

/** The length in characters (as Python counts them) of the longest string, key or value, in the JSON `value`. */
function longestText(value) {
  let longest = 0;
  const characters = (text) => (text.length > longest ? [...text].length : text.length); // an emoji is 2 units
  const pending = [value]; // a list, not recursion: a state may nest as deeply as JSON.parse reads
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      longest = Math.max(longest, characters(item));
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner); // not spread: a list may be longer than a call's arguments
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        longest = Math.max(longest, characters(key));
        pending.push(inner);
      }
    }
  }
  return longest;
}

/** Drop the state from the address bar, so later edits do not sit under an outdated link. */
export function forgetLink() {
  history.replaceState(history.state, "", location.pathname + location.search);
}
