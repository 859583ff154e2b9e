/** Small helpers for `shaju simulate`: seeds derived from a base seed, the Wilson interval (both from @shaju/runtime). */

export { deriveSeed, type Proportion, wilson, Z95 } from '@shaju/runtime';
