// fontverter ships no types: the one call the font subsets make.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer | Uint8Array, to: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
