/** A labelled select: the filter and chooser control used across pages. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  testId,
  className = "",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, label] pairs in order. */
  options: readonly (readonly [string, string])[];
  testId?: string;
  className?: string;
}) {
  return (
    <label className={`flex max-w-full flex-col text-sm ${className}`}>
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 max-w-full rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        data-testid={testId}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
