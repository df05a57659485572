import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useAppDispatch } from '../../../app/hooks';
import {
  LONG_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from '../../listings/listing-fields';
import { useListCategoriesQuery } from '../../taxonomy/taxonomyApi';
import { cleanTags } from '../publish-rules';
import { detailsChanged, type WizardDetails } from '../uploadWizardSlice';
import { Optional } from '../../../components/Optional';
import styles from './WizardSteps.module.css';

/** Step 1: what the model is. Only the title is needed to go on. */
export function DetailsStep({ details }: { details: WizardDetails }) {
  const dispatch = useAppDispatch();
  const categories = useListCategoriesQuery();
  const change = (fields: Partial<WizardDetails>) => dispatch(detailsChanged(fields));
  const categoryOptions = [
    { value: '', label: 'No Category' },
    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <>
      <Form.Item label="Title" required>
        <Input
          value={details.title}
          onChange={(event) => change({ title: event.target.value })}
          maxLength={TITLE_MAX}
          showCount
          placeholder="Mk7 GTI Golf-Ball Shift Knob"
          data-testid="upload-title"
        />
      </Form.Item>
      <Form.Item label="Short description" required>
        <Input.TextArea
          value={details.shortDescription}
          onChange={(event) => change({ shortDescription: event.target.value })}
          maxLength={SHORT_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="One or two sentences for the model card."
          data-testid="upload-short-description"
        />
      </Form.Item>
      <Form.Item
        label={<Optional label="Detailed description" />}
        extra="Markdown works: headings, lists, bold, links."
      >
        <Input.TextArea
          value={details.longDescriptionMd}
          onChange={(event) => change({ longDescriptionMd: event.target.value })}
          maxLength={LONG_DESCRIPTION_MAX}
          autoSize={{ minRows: 5, maxRows: 14 }}
          placeholder="How it fits, what it prints in, what hardware it needs."
          data-testid="upload-long-description"
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item label={<Optional label="Category" />}>
          <Select
            value={details.categoryId}
            onChange={(categoryId: string) => change({ categoryId })}
            options={categoryOptions}
            loading={categories.isLoading}
            data-testid="upload-category"
            aria-label="Category"
          />
        </Form.Item>
        <Form.Item
          label={<Optional label="Tags" />}
          extra={`Press Enter or a comma after each; up to ${TAGS_MAX}.`}
        >
          <Select
            mode="tags"
            value={details.tags}
            onChange={(tags: string[]) => change({ tags: cleanTags(tags, TAG_MAX, TAGS_MAX) })}
            tokenSeparators={[',']}
            open={false}
            suffixIcon={null}
            placeholder="shift knob, interior, mk7"
            aria-label="Tags"
            data-testid="upload-tags"
          />
        </Form.Item>
      </div>
    </>
  );
}
