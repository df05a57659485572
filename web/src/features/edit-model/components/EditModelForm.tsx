import { MountAndMaterialFields } from '../../heat-zones/components/MountAndMaterialFields';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { ruleFrom } from '../../../components/form-rules';
import { LinkButton } from '../../../components/LinkButton';
import { Optional } from '../../../components/Optional';
import { InfillInput, INFILL_HELP } from '../../listings/components/InfillInput';
import { DIFFICULTY_OPTIONS, modelPath } from '../../listings/listing-display';
import { useUpdateListingMutation, type Listing } from '../../listings/listingsApi';
import { DetailCard } from '../../model-detail/components/DetailCard';
import { listingStatus } from '../../model-detail/listing-status';
import { showToast } from '../../notifications/toastSlice';
import { useListCategoriesQuery } from '../../taxonomy/taxonomyApi';
import {
  changesFromValues,
  LONG_DESCRIPTION_MAX,
  NO_CATEGORY,
  priceProblem,
  SHORT_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_REQUIRED,
  TITLE_MAX,
  TITLE_REQUIRED,
  valuesFromListing,
  type EditModelValues,
} from '../edit-form';
import { CurrentFiles, CurrentPreviews } from './CurrentMedia';
import styles from './EditModelForm.module.css';

/** What saving does to where the listing stands, said under Save Changes. */
function reviewNote(listing: Listing): string | null {
  if (listing.approvalStatus === 'approved')
    return 'Changes to the title, descriptions or images go back to review before they show.';
  if (listing.approvalStatus === 'rejected') return 'Saving sends it for review again.';
  if (listing.approvalStatus === 'taken_down')
    return 'An admin took this model down: saving keeps it down.';
  return null;
}

/**
 * The EDIT MODEL form: Basic Information, Pricing & Licensing and Print Settings, bound to
 * PUT /api/models3d/{id}, beside the previews and files the listing has (uploads come with the
 * media issue). Saved: 'Model Updated' and back to /profile; a failure is the error listener's
 * 'Update Failed' toast, and the form stays as it was to try again.
 */
export function EditModelForm({ listing }: { listing: Listing }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<EditModelValues>();
  const isFree = Form.useWatch('isFree', form) ?? listing.isFree;
  const mountLocation = Form.useWatch('mountLocation', form) ?? listing.mountLocation ?? null;
  const materials = Form.useWatch('materials', form) ?? listing.materials ?? [];
  const [updateListing, { isLoading: saving }] = useUpdateListingMutation();
  const categories = useListCategoriesQuery();
  const status = listingStatus(listing).label;
  const note = reviewNote(listing);

  const categoryOptions = [
    { value: NO_CATEGORY, label: 'No Category' },
    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];
  // Until the categories arrive (or if they can't), the listing's own still shows by name.
  if (listing.categoryId && !categoryOptions.some((option) => option.value === listing.categoryId))
    categoryOptions.push({ value: listing.categoryId, label: listing.categoryName ?? 'Current' });

  const save = async (values: EditModelValues) => {
    try {
      await updateListing({
        id: listing.id,
        changes: changesFromValues(values, listing.currency),
      }).unwrap();
    } catch {
      return; // 'Update Failed' comes from the one error path.
    }
    dispatch(
      showToast({
        kind: 'success',
        title: 'Model Updated',
        description: 'Your model has been successfully updated.',
      }),
    );
    navigate('/profile');
  };

  return (
    <Form<EditModelValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesFromListing(listing)}
      onValuesChange={(changed: Partial<EditModelValues>) => {
        // docs/product.md §4: ticking Free sets the price to 0; unticking leaves it as it is.
        if (changed.isFree === true) form.setFieldValue('price', 0);
      }}
      onFinish={(values) => void save(values)}
      scrollToFirstError={{ block: 'center' }}
      className={styles.form}
      data-testid="edit-model-form"
    >
      <div className={styles.editing}>
        <span className={styles.editingLabel}>Editing</span>
        <Link to={modelPath(listing)} className={styles.editingTitle} data-testid="edit-model-name">
          {listing.title} <ExportOutlined aria-hidden />
        </Link>
        <span className={styles.status} data-testid="edit-model-status">
          {status}
        </span>
      </div>

      <div className={styles.layout}>
        <div className={styles.column}>
          <DetailCard id="edit-basic" title="Basic Information" testId="edit-basic">
            <Form.Item
              label="Title"
              name="title"
              rules={[{ required: true, whitespace: true, message: TITLE_REQUIRED }]}
            >
              <Input maxLength={TITLE_MAX} showCount data-testid="edit-title" />
            </Form.Item>
            <Form.Item
              label="Short description"
              name="shortDescription"
              rules={[{ required: true, whitespace: true, message: SHORT_DESCRIPTION_REQUIRED }]}
            >
              <Input.TextArea
                maxLength={SHORT_DESCRIPTION_MAX}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
                data-testid="edit-short-description"
              />
            </Form.Item>
            <Form.Item
              label={<Optional label="Detailed description" />}
              name="longDescriptionMd"
              extra="Markdown works: headings, lists, bold, links."
            >
              <Input.TextArea
                maxLength={LONG_DESCRIPTION_MAX}
                autoSize={{ minRows: 5, maxRows: 16 }}
                placeholder="How it fits, what it prints in, what hardware it needs."
                data-testid="edit-long-description"
              />
            </Form.Item>
            <Form.Item label={<Optional label="Category" />} name="categoryId">
              <Select
                options={categoryOptions}
                loading={categories.isLoading}
                data-testid="edit-category"
                // antd's select takes the item's id on its box, not its input: named here.
                aria-label="Category"
              />
            </Form.Item>
          </DetailCard>

          <div className={styles.pair}>
            <DetailCard id="edit-pricing" title="Pricing & Licensing" testId="edit-pricing">
              <Form.Item name="isFree" valuePropName="checked" className={styles.check}>
                <Checkbox data-testid="edit-free">Free</Checkbox>
              </Form.Item>
              {!isFree && (
                <Form.Item
                  label="Price (USD)"
                  name="price"
                  required
                  rules={[ruleFrom((value: unknown) => priceProblem(false, value))]}
                >
                  <InputNumber
                    min={0}
                    step={0.01}
                    precision={2}
                    prefix="$"
                    className={styles.number}
                    data-testid="edit-price"
                  />
                </Form.Item>
              )}
              <Form.Item name="allowPersonalUse" valuePropName="checked" className={styles.check}>
                <Checkbox data-testid="edit-personal-use">Personal use allowed</Checkbox>
              </Form.Item>
              <Form.Item name="allowCommercialUse" valuePropName="checked" className={styles.check}>
                <Checkbox data-testid="edit-commercial-use">Commercial use allowed</Checkbox>
              </Form.Item>
            </DetailCard>

            <DetailCard id="edit-print" title="Print Settings" testId="edit-print">
              <Form.Item label="Difficulty" name="printDifficulty">
                <Select
                  options={DIFFICULTY_OPTIONS}
                  data-testid="edit-difficulty"
                  aria-label="Difficulty"
                />
              </Form.Item>
              <Form.Item label="Recommended infill" name="infillHintPercent" extra={INFILL_HELP}>
                <InfillInput className={styles.number} data-testid="edit-infill" />
              </Form.Item>
              <Form.Item name="supportsRequired" valuePropName="checked" className={styles.check}>
                <Checkbox data-testid="edit-supports">Supports required</Checkbox>
              </Form.Item>
              {/* Registered here, edited through the shared fields below. */}
              <Form.Item name="mountLocation" hidden />
              <Form.Item name="materials" hidden />
              <MountAndMaterialFields
                value={{ mountLocation, materials }}
                onChange={(change) => form.setFieldsValue(change)}
                testIdPrefix="edit"
              />
            </DetailCard>
          </div>
        </div>

        <div className={styles.column}>
          <CurrentPreviews listing={listing} />
          <CurrentFiles listing={listing} />
        </div>
      </div>

      <div className={styles.actions}>
        <div className={styles.buttons}>
          <LinkButton to="/profile" size="large" disabled={saving} data-testid="edit-cancel">
            Cancel
          </LinkButton>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden />}
            loading={saving}
            data-testid="edit-save"
          >
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
        {note && (
          <p className={styles.note} data-testid="edit-review-note">
            {note}
          </p>
        )}
      </div>
    </Form>
  );
}
