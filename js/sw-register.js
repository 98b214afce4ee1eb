// Offline support: registers the service worker (sw.js) once the game is ready,
// and when a new version of the site has been installed in the background,
// offers to switch to it. No game logic lives here.
//
// A new version never interrupts a game: it takes over on the next load, or at
// once if the player presses "Update" (the page then reloads; the saved game is
// in localStorage and survives).

const root = document.documentElement;
let updating = false;

function whenReady() {
  return new Promise((resolve) => {
    if (root.hasAttribute("data-ready")) return resolve();
    const observer = new MutationObserver(() => {
      if (root.hasAttribute("data-ready")) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  });
}

function offerUpdate(worker) {
  if (document.getElementById("update-notice")) return;
  const notice = document.createElement("div");
  notice.id = "update-notice";
  notice.className = "update-notice";
  notice.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = "A new version is ready. ";
  const accept = document.createElement("button");
  accept.type = "button";
  accept.id = "update-accept";
  accept.textContent = "Update";
  const later = document.createElement("button");
  later.type = "button";
  later.id = "update-later";
  later.textContent = "Later";
  notice.append(text, accept, " ", later);
  // CSSOM styles (allowed by the Content-Security-Policy, unlike a style attribute);
  // css/ may restyle .update-notice.
  Object.assign(notice.style, {
    position: "fixed",
    insetInline: "1rem",
    bottom: "1rem",
    zIndex: "1000",
    padding: "0.6rem 0.9rem",
    borderRadius: "0.5rem",
    background: "#10321f",
    color: "#fff",
    boxShadow: "0 2px 10px rgba(0, 0, 0, 0.35)",
    textAlign: "center",
  });
  accept.addEventListener("click", () => {
    updating = true;
    accept.disabled = true;
    worker.postMessage({ type: "SKIP_WAITING" });
  });
  later.addEventListener("click", () => notice.remove());
  document.body.append(notice);
}

async function register() {
  const registration = await navigator.serviceWorker.register("./sw.js", { scope: "./" });
  const watch = (worker) => {
    if (!worker) return;
    const check = () => {
      // "installed" with a controller present = an update waiting (not the first install).
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    };
    worker.addEventListener("statechange", check);
    check();
  };
  watch(registration.waiting);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (updating) location.reload();
  });
  whenReady()
    .then(register)
    .catch((error) => console.warn("offline support unavailable:", error));
}
