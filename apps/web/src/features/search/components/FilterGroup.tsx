import { useId } from 'react';
import { Radio } from 'antd';

export interface FilterOption {
  value: number;
  label: string;
}

/** A labelled row of button-style choices (sort, content source …) with one chosen. */
export function FilterGroup({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  value: number;
  onChange: (value: number) => void;
}) {
  // Each group needs its own radio name, or choosing in one group clears the other (same values).
  const name = useId();
  return (
    <div className="filter-group" role="group" aria-label={label}>
      <span className="filter-group__label">{label}：</span>
      <Radio.Group
        name={name}
        optionType="button"
        buttonStyle="solid"
        size="small"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
      />
    </div>
  );
}
