// The Install button (#install, in the toolbar's "More" menu): hidden until the
// browser offers to install the app (its `beforeinstallprompt` event, which may
// come before Python is live, so it is kept here). A press on the button goes
// through the page's toolbar like any other (App.command("install") calls
// solitaireInstall.prompt()): the browser's own dialog opens, and the button
// goes, as the event can be used only once. Once the app is installed
// (`appinstalled`) the button goes too. No game logic lives here.
(() => {
  let offer = null; // the kept beforeinstallprompt event

  const show = (shown) => {
    const button = document.getElementById("install");
    if (button) button.hidden = !shown;
  };

  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // no mini-infobar: the button offers it
    offer = event;
    show(true);
  });

  addEventListener("appinstalled", () => {
    offer = null;
    show(false);
  });

  // The event may have come before the button was parsed.
  document.addEventListener("DOMContentLoaded", () => show(offer !== null));

  globalThis.solitaireInstall = {
    /** Open the browser's install dialog; false if the browser made no offer (or it was used). */
    prompt() {
      const event = offer;
      offer = null;
      show(false);
      if (!event || typeof event.prompt !== "function") return false;
      Promise.resolve(event.prompt()).catch(() => {});
      return true;
    },
  };
})();
