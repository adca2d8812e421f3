export { useCategoryName } from './category-name';
