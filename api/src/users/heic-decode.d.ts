// heic-decode 2.1 ships no types: the part of its API the image variants use.
declare module 'heic-decode' {
  type HeicImage = { width: number; height: number; decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }> }
  function decode(input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>
  }
  export default decode
}
