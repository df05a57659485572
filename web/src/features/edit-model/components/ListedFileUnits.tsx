import {
  UNITLESS_MESH_TYPES,
  sizeAsRead,
  unitOfAnalysis,
  type ModelFileDto,
  type ModelUnit,
} from '@pitstop/contracts';
import { useEffect, useState } from 'react';
import { ModelUnitCheck, type MeasuredFile } from '../../print-facts/components/ModelUnitCheck';
import { useSetModelFileUnitMutation } from '../mediaApi';

/**
 * The edit form's unit question for a listed STL or OBJ that reads implausibly small as
 * millimetres: the wizard's question (ModelUnitCheck, the same rule), saved on the listed file
 * (PUT …/files/{fileId}/unit). The file is measured again; `onMeasuring` keeps the list fresh
 * until its analysis is in the chosen unit.
 */
export function ListedFileUnits({
  listingId,
  files,
  onMeasuring,
}: {
  listingId: string;
  files: readonly ModelFileDto[];
  onMeasuring: (measuring: boolean) => void;
}) {
  const [setUnit] = useSetModelFileUnitMutation();
  const [asked, setAsked] = useState<ReadonlyMap<string, ModelUnit>>(new Map());
  const measured: MeasuredFile[] = files.flatMap((file) =>
    file.analysis && (UNITLESS_MESH_TYPES as readonly string[]).includes(file.fileType)
      ? [{ name: file.filename, storageUrl: file.id, sizeMm: sizeAsRead(file.analysis) }]
      : [],
  );
  const current = new Map(files.map((file) => [file.id, unitOfAnalysis(file.analysis)]));
  const waiting = [...asked].some(([id, unit]) => current.has(id) && current.get(id) !== unit);
  useEffect(() => onMeasuring(waiting), [waiting, onMeasuring]);

  return (
    <ModelUnitCheck
      files={measured}
      chosen={new Map([...current, ...asked])}
      onChosen={(id, unit) => setAsked((map) => new Map(map).set(id, unit))}
      save={(file, unit) => setUnit({ listingId, fileId: file.storageUrl, unit }).unwrap()}
    />
  );
}
