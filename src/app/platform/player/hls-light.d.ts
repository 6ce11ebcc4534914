// hls.js ships no declarations for its light build; it is the same API with fewer features.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
