// A search result for a rule or a card opens its page with ?rule=ID or ?card=ID (see
// generator/search_entries.py): show that rule or card, and give the address its #anchor as a link has.

function land() {
  const address = new URL(location.href);
  const rule = address.searchParams.get("rule");
  const card = address.searchParams.get("card");
  const target = rule ? document.getElementById(rule) : card ? document.getElementById(`card-${card}`) : null;
  if (target === null) return;
  address.searchParams.delete("rule");
  address.searchParams.delete("card");
  address.hash = target.id;
  history.replaceState(history.state, "", address);
  target.scrollIntoView();
  target.classList.add("pnp-landed");
}

function subscribe() {
  if (typeof document$ !== "undefined") document$.subscribe(() => requestAnimationFrame(land));
  else land();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", subscribe, { once: true });
else subscribe();
