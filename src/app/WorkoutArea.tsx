import { Outlet, useParams } from 'react-router-dom';
import WorkoutFullscreenLayout from './layouts/WorkoutFullscreenLayout';
import WorkoutLayout from './layouts/WorkoutLayout';
import { workoutLayoutFor } from './route-table';

/** /workout/{id} uses the workout layout; /workout/{id}-v2 the full-screen one (docs/product.md §2). */
export default function WorkoutArea() {
  const { id } = useParams();
  return workoutLayoutFor(id) === 'workout-fullscreen' ? (
    <WorkoutFullscreenLayout>
      <Outlet />
    </WorkoutFullscreenLayout>
  ) : (
    <WorkoutLayout>
      <Outlet />
    </WorkoutLayout>
  );
}
