// Table with its recipe, part of the section kit (parts/lists.ts; tests import it directly).
import { Table as Parts } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Table = /* @__PURE__ */ withRecipe(Parts, tableSlotRecipe);
