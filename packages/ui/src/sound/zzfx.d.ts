/** Types of zzfx 1.3.2 (it ships none): the parts packages/ui/src/sound/sound.ts uses. */
declare module 'zzfx' {
  export const ZZFX: {
    volume: number;
    sampleRate: number;
    audioContext: AudioContext;
    play(...parameters: (number | undefined)[]): AudioBufferSourceNode;
    buildSamples(...parameters: (number | undefined)[]): number[];
    playSamples(
      channels: number[][],
      volumeScale?: number,
      rate?: number,
      pan?: number,
      loop?: boolean,
    ): AudioBufferSourceNode;
  };
  export function zzfx(...parameters: (number | undefined)[]): AudioBufferSourceNode;
}
