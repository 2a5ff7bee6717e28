// The wins feature's public face.
export { LatestWinsSlot } from './components/latest-wins-slot.tsx';
