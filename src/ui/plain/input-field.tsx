import { useId, useState, type InputHTMLAttributes } from 'react';
import { es } from '#src/i18n/es-site';
import { buttonClass } from './button-class';
import styles from './field.module.css';

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  /** Shown under the input, which is then marked invalid and described by it. */
  error: string | null;
}

/**
 * Chakra's Field with its Input as plain elements: the label names the input, an error describes
 * it. A password input has the specs' Mostrar/Ocultar toggle, as `PasswordInput` has.
 */
export function InputField({ label, error, type = 'text', ...input }: InputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  const control = (
    <input
      {...input}
      id={id}
      type={password && visible ? 'text' : type}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {password ? (
        <div className={styles.group}>
          {control}
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: '2xs' }, styles.end)}
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? es.auth.hidePassword : es.auth.showPassword}
            aria-pressed={visible}
          >
            {visible ? es.auth.hide : es.auth.show}
          </button>
        </div>
      ) : (
        control
      )}
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
