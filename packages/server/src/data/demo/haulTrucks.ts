import { addDays } from "./calendar";
import type { Random } from "./random";

/** A truck model with its rated payload, as sold and as seen on South African mines. */
interface TruckModel {
  readonly name: string;
  readonly payloadT: number;
  /** Age range of this model in the fleet, in years at the end of the data set. */
  readonly ageYears: readonly [number, number];
  readonly fleetShare: number;
}

/** Ordered oldest first: fleet numbers were handed out as the trucks arrived. */
const TRUCK_MODELS: readonly TruckModel[] = [
  { name: "CAT 785D", payloadT: 136, ageYears: [11, 13], fleetShare: 4 / 24 },
  { name: "CAT 789D", payloadT: 181, ageYears: [8.5, 10], fleetShare: 4 / 24 },
  { name: "Komatsu 830E-AC", payloadT: 220, ageYears: [5.5, 7.5], fleetShare: 6 / 24 },
  { name: "CAT 793F", payloadT: 227, ageYears: [1, 4.5], fleetShare: 10 / 24 },
];

export interface HaulTruck {
  readonly index: number;
  readonly truckId: string;
  readonly regNum: string;
  readonly model: TruckModel;
  readonly commissioned: string;
  /** Condition of the truck and habits of its crews: a few percent either way. */
  readonly speedFactor: number;
  /** How well loaders fill this truck's body, around 1. */
  readonly fillFactor: number;
  /** The one truck whose crews run it over the limit on the surface roads. */
  readonly leadFoot: boolean;
  /** The oldest trucks are the fleet's spares: dispatch parks them first when operators are short. */
  readonly spare: boolean;
  /** Order in which dispatch hands out trucks to loading units; keeps trucks on the same unit day to day. */
  readonly dispatchRank: number;
}

export function buildFleet(count: number, endDate: string, random: Random): HaulTruck[] {
  const models = Array.from({ length: count }, (_, index) => modelForPosition((index + 0.5) / count));
  const ranks = shuffledIndexes(count, random);
  const spares = count >= 6 ? 2 : 1;
  const leadFoot = count > spares ? random.integer(spares, count - 1) : 0;
  return models.map((model, index) => {
    const sameModel = models.filter((other) => other === model).length;
    const position = models.slice(0, index).filter((other) => other === model).length;
    return {
      index,
      truckId: `HT-${String(index + 1).padStart(2, "0")}`,
      regNum: `HT-${101 + index}`,
      model,
      commissioned: commissionedDate(model, position, sameModel, endDate, random),
      speedFactor: Math.min(1.03, Math.max(0.95, random.normal(1, 0.025))),
      fillFactor: random.normal(1, 0.012),
      leadFoot: index === leadFoot,
      spare: index < spares,
      dispatchRank: ranks[index] ?? index,
    };
  });
}

function modelForPosition(position: number): TruckModel {
  let cumulative = 0;
  for (const model of TRUCK_MODELS) {
    cumulative += model.fleetShare;
    if (position < cumulative) return model;
  }
  return TRUCK_MODELS[TRUCK_MODELS.length - 1] ?? failNoModels();
}

/** Older trucks of a model carry the lower fleet numbers. */
function commissionedDate(
  model: TruckModel,
  position: number,
  sameModel: number,
  endDate: string,
  random: Random,
): string {
  const [youngest, oldest] = model.ageYears;
  const share = sameModel > 1 ? position / (sameModel - 1) : 0.5;
  const ageDays = (oldest - (oldest - youngest) * share) * 365.25 - random.between(0, 60);
  return addDays(endDate, -Math.round(ageDays));
}

function shuffledIndexes(count: number, random: Random): number[] {
  const indexes = Array.from({ length: count }, (_, index) => index);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = random.integer(0, i);
    const a = indexes[i] ?? i;
    indexes[i] = indexes[j] ?? j;
    indexes[j] = a;
  }
  return indexes;
}

function failNoModels(): never {
  throw new Error("No truck models are defined.");
}
