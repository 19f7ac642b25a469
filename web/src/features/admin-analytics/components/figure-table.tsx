import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Figures, type FiguresProps } from "./figures";

/** A small titled card holding a table of figures. */
export function FigureTable({ title, ...figures }: FiguresProps & { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Figures {...figures} />
      </CardContent>
    </Card>
  );
}
