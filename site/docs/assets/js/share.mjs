// A calculator's state as a link: the JSON text, deflated and written in base64url into the URL fragment,
// so the state never reaches a server and a link stays short enough to paste into a chat.

const PREFIX = "#state=";

async function streamed(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
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

/** The link to this page that opens `stateText`: compact JSON, deflated, base64url in the fragment. */
export async function linkTo(stateText) {
  const compact = JSON.stringify(JSON.parse(stateText));
  const packed = await streamed(new TextEncoder().encode(compact), new CompressionStream("deflate-raw"));
  const url = new URL(location.href);
  url.hash = PREFIX.slice(1) + toBase64Url(packed);
  return url.href;
}

/** Whether the page was opened from a state link. */
export function hasLinkedState() {
  return location.hash.startsWith(PREFIX);
}

/** The state text of the page's link (throws an Error saying why when the fragment cannot be read). */
export async function linkedState() {
  let text;
  try {
    const packed = fromBase64Url(decodeURIComponent(location.hash.slice(PREFIX.length)));
    text = new TextDecoder().decode(await streamed(packed, new DecompressionStream("deflate-raw")));
    JSON.parse(text);
  } catch (failure) {
    throw new Error("the link's state is damaged (was it cut short when it was copied?)");
  }
  return text;
}

/** Drop the state from the address bar, so later edits do not sit under an outdated link. */
export function forgetLink() {
  history.replaceState(history.state, "", location.pathname + location.search);
}
