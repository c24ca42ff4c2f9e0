const SAMPLE_RATE = 16_000;

/**
 * A short mono 16-bit WAV of a soft chord (the given frequencies) with fade in and out:
 * a stand-in for the programme's audio practices.
 */
export function synthesizeChord(frequencies: readonly number[], seconds: number): Buffer {
  const samples = Math.round(SAMPLE_RATE * seconds);
  const data = Buffer.alloc(samples * 2);
  const fade = SAMPLE_RATE * 0.4;
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE;
    const envelope = Math.min(1, i / fade, (samples - i) / fade);
    const value = frequencies.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0);
    data.writeInt16LE(Math.round((value / frequencies.length) * envelope * 0.5 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
