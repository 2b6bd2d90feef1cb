import { ARCHIVE_VERSION } from '@core/exports/api';

/** The archive's README.txt: what a person who opens the ZIP finds in it, in both of the app's languages. */
export const ARCHIVE_README = `Treneris archive (version ${ARCHIVE_VERSION})
================================

This archive holds your data as Treneris keeps it, in JSON that any program can read.

  manifest.json      when and by whom it was made, and every file with how many records it holds
  schema.json        the JSON Schema (2020-12) of every file: data/<name>.json is an array of
                     $defs.<name>, profile.json is $defs.profile
  profile.json       your account (only in your own archive, not in a client's)
  data/*.json        one file per kind of record: workout-sessions and set-logs (your training),
                     calendar-entries, plan-assignments, workout-plans, workouts, exercises,
                     body-metrics, progress-photos, check-in-answers, comments, conversations and
                     conversation-messages, and the rest. Records point at each other by "id".
                     Times are UTC instants (ISO 8601); dates are calendar days in Europe/Riga;
                     weights in kilograms, distances in metres, durations in seconds.
  photos/progress/   the pictures of your progress photos, named by the id of their record
  photos/messages/   the pictures sent in messages, named by the id of their message

Your training history can also be downloaded as a CSV in Strong's or Hevy's layout, to take it
into those apps.

----

Treneris arhīvs (versija ${ARCHIVE_VERSION})

Šajā arhīvā ir tavi dati tā, kā Treneris tos glabā, JSON formātā, ko var nolasīt jebkura programma.

  manifest.json      kad un kas to izveidoja, un katrs fails ar tajā esošo ierakstu skaitu
  schema.json        katra faila JSON shēma (2020-12): data/<nosaukums>.json ir $defs.<nosaukums>
                     masīvs, profile.json ir $defs.profile
  profile.json       tavs konts (tikai tavā arhīvā, ne klienta arhīvā)
  data/*.json        pa failam katram ierakstu veidam: workout-sessions un set-logs (tavi treniņi),
                     kalendārs, plāni, vingrinājumi, ķermeņa mērījumi, progresa foto, atskaites,
                     komentāri un ziņas. Ieraksti atsaucas cits uz citu ar "id".
                     Laiki ir UTC (ISO 8601); datumi ir dienas Rīgas laikā; svars kilogramos,
                     attālums metros, ilgums sekundēs.
  photos/progress/   progresa foto attēli, nosaukti pēc to ieraksta id
  photos/messages/   ziņās sūtītie attēli, nosaukti pēc ziņas id

Treniņu vēsturi var lejupielādēt arī kā CSV Strong vai Hevy formātā, lai to pārnestu uz šīm lietotnēm.
`;
