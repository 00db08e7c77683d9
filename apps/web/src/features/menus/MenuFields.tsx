import { MENU_MESSAGES } from '@catering/domain';
import Alert from '@mui/material/Alert';
import { MultiSelectField } from '../../components/form/MultiSelectField';
import { namedOptions } from '../../components/form/SelectField';
import { useBetaFeaturesEnabled } from '../../lib/local-preferences';
import { useServiceLines, useTagOptions } from '../../lib/reference-data';
import { MenuFieldsGrid } from './MenuFieldsGrid';
import { MenuTagField } from './MenuTagField';
import type { MenuFormValues } from './menu-form-values';

/** Name, keywords (beta), tag, cuisine, brand, service lines, allergens and description. */
export function MenuFields(props: { checkTagsOfName: boolean }) {
  const beta = useBetaFeaturesEnabled();
  const keywordOptions = namedOptions(useTagOptions().data);
  const serviceLines = useServiceLines();
  const serviceLineOptions = namedOptions(
    [...(serviceLines.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder),
  );

  return (
    <MenuFieldsGrid
      keywordsField={
        beta && (
          <MultiSelectField<MenuFormValues> name="tags" label="Keywords" options={keywordOptions} />
        )
      }
      tagField={<MenuTagField checkTagsOfName={props.checkTagsOfName} />}
      serviceLinesField={
        serviceLines.isError ? (
          <Alert severity="error">{MENU_MESSAGES.serviceLinesFailed}</Alert>
        ) : (
          <MultiSelectField<MenuFormValues>
            name="serviceLines"
            label="Applicable Service Lines"
            options={serviceLineOptions}
          />
        )
      }
    />
  );
}
