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
  // The notice is index.html's (#update-notice, its texts in the message catalogue,
  // its look in css/style.css): this only shows it and wires its two buttons.
  const notice = document.getElementById("update-notice");
  if (!notice || !notice.hidden) return;
  const accept = document.getElementById("update-accept");
  accept.addEventListener("click", () => {
    updating = true;
    accept.disabled = true;
    worker.postMessage({ type: "SKIP_WAITING" });
  });
  document.getElementById("update-later").addEventListener("click", () => {
    notice.hidden = true;
  });
  notice.hidden = false;
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
