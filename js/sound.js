// The game's sounds: short, quiet tones made with the Web Audio API (no sound files).
// Python (py/app/browser/page.py) calls solitaireSound.play(name, reduced) after an action
// when the player turned sounds on in Settings; which action makes which sound is
// py/app/present/sounds.py's to say, the names here are its Sound values. Nothing is made
// until the first sound (the browser lets a page sound only after the player's input,
// and every sound follows one).
(() => {
  "use strict";
  const LOUDNESS = 0.05; // quiet: a twentieth of full scale at the peak of each tone
  let context = null;

  // One tone: a wave of `hz` starting `at` seconds from now, `long` seconds, fading out.
  const tone = (hz, at, long, wave = "sine", loud = 1) => {
    const start = context.currentTime + at;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = wave;
    osc.frequency.setValueAtTime(hz, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(LOUDNESS * loud, start + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + long);
    osc.connect(gain).connect(context.destination);
    osc.start(start);
    osc.stop(start + long + 0.02);
  };

  const SOUNDS = {
    place: () => tone(880, 0, 0.07, "triangle"),
    deal: () => [0, 0.05, 0.1].forEach((at, n) => tone(520 + 80 * n, at, 0.06, "triangle", 0.8)),
    refuse: () => tone(196, 0, 0.12, "square", 0.35),
    win: (reduced) => [523.25, 659.25, 783.99, 1046.5].forEach((hz, n) => tone(hz, reduced ? 0 : 0.09 * n, 0.35, "sine", 0.7)),
    end: (reduced) => [392, 329.63].forEach((hz, n) => tone(hz, reduced ? 0 : 0.16 * n, 0.3, "sine", 0.7)),
  };

  window.solitaireSound = {
    // Play sound `name` (a key of SOUNDS); `reduced`: the player asked for less motion, so a
    // sequence of tones (the win's rising chord) sounds at once instead. False if it cannot sound.
    play(name, reduced = false) {
      const make = SOUNDS[name];
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!make || !Context) return false;
      try {
        context ??= new Context();
        if (context.state === "suspended") context.resume();
        make(Boolean(reduced));
        return true;
      } catch {
        return false; // no audio device, or the browser refused: the game goes on silent
      }
    },
  };
})();
