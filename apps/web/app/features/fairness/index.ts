// The fairness feature's public face (its route loader: `loaders.server.ts`).
export { FairnessPage } from './components/fairness-page.tsx';
