import { useTranslation } from 'react-i18next';
import { useNavCategories, type NavCategoriesState } from '../../lib/navigation/use-nav-categories';

/**
 * The navigation's categories in the language in use (one query, shared by
 * every menu and the home page, which read the same i18next language).
 */
export function useAppNav(): NavCategoriesState {
  return useNavCategories(useTranslation().i18n.language);
}
