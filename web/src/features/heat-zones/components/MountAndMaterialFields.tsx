import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import {
  MOUNT_LOCATIONS,
  MOUNT_LOCATION_LABELS,
  PRINT_MATERIALS,
  unsuitableMaterials,
  type MountLocation,
  type PrintMaterial,
} from '@pitstop/contracts';

export interface MountAndMaterials {
  mountLocation: MountLocation | null;
  materials: PrintMaterial[];
}

const LOCATION_OPTIONS = MOUNT_LOCATIONS.map((value) => ({
  value,
  label: MOUNT_LOCATION_LABELS[value],
}));
const MATERIAL_OPTIONS = PRINT_MATERIALS.map((value) => ({ value, label: value }));

/**
 * Print settings' 'Where does it mount?' and 'Printed in', the same in the upload wizard and the
 * editor, with the warning buyers will see when a named filament does not last there.
 */
export function MountAndMaterialFields({
  value,
  onChange,
  testIdPrefix,
}: {
  value: MountAndMaterials;
  onChange: (change: Partial<MountAndMaterials>) => void;
  testIdPrefix: string;
}) {
  const unsuitable = unsuitableMaterials(value.materials, value.mountLocation);
  return (
    <>
      <Form.Item
        label="Where does it mount?"
        extra="Sets which filaments the model page recommends (a dashboard in the sun reaches 95 °C)."
      >
        <Select<MountLocation>
          value={value.mountLocation ?? undefined}
          onChange={(mountLocation) => onChange({ mountLocation: mountLocation ?? null })}
          options={LOCATION_OPTIONS}
          allowClear
          placeholder="Pick where it goes in the car"
          data-testid={`${testIdPrefix}-mount-location`}
          // A form item without a name labels nothing: the select names itself (axe-core).
          aria-label="Where does it mount?"
        />
      </Form.Item>
      <Form.Item label="Printed in">
        <Select<PrintMaterial[]>
          mode="multiple"
          value={value.materials}
          onChange={(materials) => onChange({ materials })}
          options={MATERIAL_OPTIONS}
          placeholder="The filaments you print it in"
          data-testid={`${testIdPrefix}-materials`}
          aria-label="Printed in"
        />
      </Form.Item>
      {unsuitable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid={`${testIdPrefix}-material-warning`}
          message={`${unsuitable.map((v) => v.material).join(' and ')} will not last there`}
          description={`${unsuitable.map((v) => `${v.material} ${v.reason}.`).join(' ')} Buyers see this warning on the model page.`}
        />
      )}
    </>
  );
}
