export { HomePage as default } from '../home/home-page';
// The edge calls it on the server for this page's first view (FirstViewLoader in @store/shared).
export { loadHomeFirstView as loadFirstView } from '../home/first-view';
