import styles from './career.module.css';

export function CareerIntro() {
  return (
    <section className={styles.intro} aria-labelledby="drop-a-resume">
      <h2 id="drop-a-resume">Drop a Resume</h2>
      <p>
        Since 1987 our showrooms have grown on the strength of the people who work in them. We are always looking for friendly,
        curious people for our showrooms, service, delivery and head-office teams. Tell us about yourself and send us your resume;
        we read every application and contact you when a role fits.
      </p>
      <h3>Basic qualifications</h3>
      <ul>
        <li>A Bachelor&apos;s degree.</li>
        <li>Good verbal and written English.</li>
        <li>A passion for taking on big challenges.</li>
      </ul>
    </section>
  );
}
