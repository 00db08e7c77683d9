import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/PageHeader';
import { useBetaFeaturesEnabled } from '../../lib/local-preferences';
import { MenuVersionsSection } from './MenuVersionsSection';
import { SearchKeywordsSection } from './SearchKeywordsSection';

/** Route /tags: menu versions for everyone; search keywords with beta features on. */
export function TagsPage() {
  const betaEnabled = useBetaFeaturesEnabled();
  return (
    <>
      <PageHeader title="Tags" />
      <Stack spacing={5}>
        <MenuVersionsSection />
        {betaEnabled && <SearchKeywordsSection />}
      </Stack>
    </>
  );
}
