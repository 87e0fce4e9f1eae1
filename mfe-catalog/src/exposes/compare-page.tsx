export { ComparePage as default } from '../compare/compare-page';
