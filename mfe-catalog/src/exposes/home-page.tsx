export { HomePage as default } from '../home/home-page';
