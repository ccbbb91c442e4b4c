// The table's sounds, made here on Web Audio: nothing to download, each a few milliseconds of
// oscillators and filtered noise. `solitaireSound.play(cue)` plays one of CUES and says whether it
// did. It plays only while the player has sound on (`<html data-sound="on">`, the page's own
// switch, off until turned on) and the page is seen: never in a hidden tab, whose audio is
// suspended besides. The audio context is made at the first cue played, which follows a gesture
// (the move that made it), so the browser lets it start; with sound off none is ever made.
(() => {
  const root = document.documentElement;
  const VOLUME = 0.22;
  let context = null;
  let output = null;
  let noise = null;

  function audio() {
    if (!context) {
      context = new AudioContext();
      output = context.createGain();
      output.gain.value = VOLUME;
      output.connect(context.destination);
      // A quarter second of white noise, the body of every card's sound.
      noise = context.createBuffer(1, Math.round(context.sampleRate / 4), context.sampleRate);
      const samples = noise.getChannelData(0);
      for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
    }
    if (context.state === "suspended") context.resume();
    return context;
  }

  // A card on the cloth: a short burst of noise through a band-pass, loud at once, gone in `length` s.
  function card(at, { pitch = 2200, length = 0.05, level = 1 } = {}) {
    const source = context.createBufferSource();
    source.buffer = noise;
    const band = context.createBiquadFilter();
    band.type = "bandpass";
    band.frequency.value = pitch;
    band.Q.value = 0.9;
    const gain = context.createGain();
    gain.gain.setValueAtTime(level, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + length);
    source.connect(band).connect(gain).connect(output);
    source.start(at);
    source.stop(at + length + 0.01);
  }

  // A note: an oscillator that swells in 10 ms and fades over `length` s.
  function note(at, frequency, { length = 0.18, type = "triangle", level = 0.6 } = {}) {
    const oscillator = context.createOscillator();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(level, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(output);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
  }

  const CUES = {
    place: (at) => card(at),
    deal: (at) => {
      for (let i = 0; i < 10; i += 1) card(at + i * 0.035, { pitch: 2600 - i * 60, length: 0.035, level: 0.7 });
    },
    run: (at) => {
      [523.25, 659.25, 783.99].forEach((frequency, i) => note(at + i * 0.07, frequency, { length: 0.22 }));
    },
    win: (at) => {
      [523.25, 659.25, 783.99, 1046.5].forEach((frequency, i) => note(at + i * 0.11, frequency, { length: 0.5 }));
      note(at + 0.44, 783.99, { length: 0.9, level: 0.35 });
    },
    refused: (at) => {
      note(at, 180, { length: 0.09, type: "square", level: 0.18 });
      note(at + 0.1, 135, { length: 0.12, type: "square", level: 0.18 });
    },
  };

  function play(cue) {
    if (root.dataset.sound !== "on" || document.hidden || !Object.hasOwn(CUES, cue)) return false;
    const now = audio().currentTime;
    CUES[cue](now + 0.005);
    return true;
  }

  document.addEventListener("visibilitychange", () => {
    if (context && document.hidden) context.suspend();
  });

  window.solitaireSound = { play, cues: Object.keys(CUES) };
})();
